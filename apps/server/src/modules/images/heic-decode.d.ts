// The parts of heic-decode (libheif-js, a WebAssembly build of libheif) that the HEIC worker uses;
// it ships no types.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 8 bits a channel, rows top to bottom, with the file's irot/imir/clap applied. */
    data: Uint8ClampedArray<ArrayBuffer>;
  }

  /** A top-level image of the file, parsed but not decoded yet. */
  interface ImageHandle {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }

  interface Decode {
    /** Decodes the file's first top-level image. */
    (input: { buffer: Uint8Array }): Promise<DecodedImage>;
    /** Parses the file only; each image is decoded on request; dispose() frees them all. */
    all(input: { buffer: Uint8Array }): Promise<ImageHandle[] & { dispose(): void }>;
  }

  const decode: Decode;
  export default decode;
}
