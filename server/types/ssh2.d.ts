// ssh2 ships no types and @types/ssh2 is not installed: the part sftp-session.ts uses.
declare module "ssh2" {
  import type { EventEmitter } from "node:events";
  import type { Readable, Writable } from "node:stream";

  type Callback = (error: (Error & { code?: unknown }) | null | undefined) => void;

  export type Stats = {
    mode: number;
    size: number;
    mtime: number;
    isDirectory(): boolean;
    isFile(): boolean;
    isSymbolicLink(): boolean;
  };

  export type FileEntry = { filename: string; longname: string; attrs: Stats };

  export interface SFTPWrapper extends EventEmitter {
    readdir(path: string, callback: (error: Error | undefined, list: FileEntry[]) => void): void;
    stat(path: string, callback: (error: Error | undefined, stats: Stats) => void): void;
    mkdir(path: string, callback: Callback): void;
    rename(from: string, to: string, callback: Callback): void;
    ext_openssh_rename(from: string, to: string, callback: Callback): void;
    unlink(path: string, callback: Callback): void;
    createReadStream(path: string): Readable;
    createWriteStream(path: string, options?: { flags?: string; mode?: number }): Writable;
    end(): void;
    _extensions: Record<string, string>;
  }

  export type ConnectConfig = {
    host: string;
    port: number;
    username: string;
    password?: string;
    privateKey?: string;
    readyTimeout?: number;
    keepaliveInterval?: number;
    tryKeyboard?: boolean;
    hostVerifier?: (key: Buffer) => boolean;
  };

  export class Client extends EventEmitter {
    connect(config: ConnectConfig): this;
    sftp(callback: (error: Error | undefined, sftp: SFTPWrapper) => void): void;
    end(): this;
    destroy(): this;
  }

  const ssh2: { Client: typeof Client };
  export default ssh2;
}
