/** The part of ssh2-sftp-client 12 Fennec uses (it ships no types; decision 045). */
declare module "ssh2-sftp-client" {
  import type { Writable } from "node:stream";

  type FileInfo = { type: "d" | "-" | "l"; name: string; size: number; modifyTime: number };
  type ConnectOptions = {
    host: string;
    port: number;
    username: string;
    password?: string;
    privateKey?: string | Buffer;
    readyTimeout?: number;
    retries?: number;
    hostVerifier?: (key: Buffer) => boolean;
  };
  type Callbacks = { error: (error: Error) => void; end: () => void; close: () => void };

  export default class SftpClient {
    constructor(name?: string, callbacks?: Callbacks);
    connect(options: ConnectOptions): Promise<unknown>;
    list(path: string): Promise<FileInfo[]>;
    put(input: Buffer, path: string): Promise<string>;
    get(path: string, destination: Writable): Promise<unknown>;
    stat(path: string): Promise<{ size: number; isDirectory: boolean }>;
    rename(from: string, to: string): Promise<string>;
    posixRename(from: string, to: string): Promise<string>;
    delete(path: string, noErrorOK?: boolean): Promise<string>;
    mkdir(path: string, recursive?: boolean): Promise<string>;
    end(): Promise<boolean>;
  }
}
