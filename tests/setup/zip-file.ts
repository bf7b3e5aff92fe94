import { crc32, deflateRawSync } from "node:zlib";

/** A part already deflated: `size` is what it unpacks to, `claimedSize` what the zip says. */
export type DeflatedPart = {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
  claimedSize?: number;
};

/**
 * A zip archive of the given parts, deflated: enough to hand-craft hostile workbooks (a zip
 * bomb is a small zip whose part unpacks to a great deal).
 */
export function zipFile(parts: Record<string, Buffer>): Buffer {
  return zipOfDeflated(
    Object.entries(parts).map(([name, content]) => ({
      name,
      data: deflateRawSync(content),
      crc: crc32(content),
      size: content.length,
    })),
  );
}

/** A zip of parts deflated by the caller, which may claim sizes they do not have (a lying zip). */
export function zipOfDeflated(parts: DeflatedPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, crc, size, claimedSize = size } of parts) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(claimedSize, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(claimedSize, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
