import { ImportFileError } from './geojson-features';

const notACollection = (problem: string) =>
  new ImportFileError(`The file is not a GeoJSON FeatureCollection (${problem}).`);
const notJson = (problem: string) =>
  new ImportFileError(`The file is not valid JSON, or it is cut short: ${problem}.`);

const quote = 0x22;
const backslash = 0x5c;
const openBrace = 0x7b;
const closeBrace = 0x7d;
const openBracket = 0x5b;
const closeBracket = 0x5d;
const comma = 0x2c;
const colon = 0x3a;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** Parses one value's JSON text: text that does not parse is a file that cannot be imported. */
function parseValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw notJson((error as Error).message);
  }
}

/**
 * One JSON value's bytes, found chunk after chunk without parsing them: strings, escapes and
 * nesting are followed byte by byte (JSON's structural characters are ASCII, and no byte of a
 * UTF-8 sequence looks like one); the bytes are kept until the value is whole.
 */
function valueBytes() {
  const parts: Buffer[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let scalar = false;
  return {
    /** Starts a value whose first byte is `first` (not whitespace). */
    start(first: number) {
      inString = first === quote;
      scalar = !inString && first !== openBrace && first !== openBracket;
      depth = scalar || inString ? 0 : 1;
      escaped = false;
    },
    /**
     * Where the value ends in `chunk` (the index past it), scanning from `from` (the value's
     * first byte was seen by `start`); -1 if it goes on past the chunk.
     */
    end(chunk: Buffer, from: number): number {
      for (let i = from; i < chunk.length; i++) {
        const byte = chunk[i] as number;
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === backslash) escaped = true;
          else if (byte === quote) {
            inString = false;
            if (depth === 0) return i + 1;
          }
        } else if (scalar) {
          if (isSpace(byte) || byte === comma || byte === closeBrace || byte === closeBracket) {
            return i;
          }
        } else if (byte === quote) {
          inString = true;
        } else if (byte === openBrace || byte === openBracket) {
          depth += 1;
        } else if (byte === closeBrace || byte === closeBracket) {
          depth -= 1;
          if (depth === 0) return i + 1;
        }
      }
      return -1;
    },
    /** A scalar may end with the file (`5`); nothing else may. */
    canEndWithFile: () => scalar,
    keep(part: Buffer) {
      parts.push(part);
    },
    /** The value's text, `last` being its final bytes. */
    text(last: Buffer): string {
      if (parts.length === 0) return last.toString();
      parts.push(last);
      const text = Buffer.concat(parts).toString();
      parts.length = 0;
      return text;
    },
  };
}

type Expecting =
  /** The document's value. */
  | 'document'
  /** A member's name, or (`closing`) the end of the object. */
  | 'name'
  | 'colon'
  | 'member'
  /** `,` or the end of the object. */
  | 'after-member'
  /** A feature, or (`closing`) the end of the list. */
  | 'feature'
  | 'after-feature'
  /** Nothing but whitespace. */
  | 'end';

/** Where a value is read whole: the places `structure` hands on. */
type Captured = 'document' | 'name' | 'member' | 'feature';

/**
 * Reads a GeoJSON FeatureCollection from its bytes: its top level is followed byte by byte, so
 * `type` and `features` are checked without keeping the document, and each feature's text is cut
 * out and handed to JSON.parse (V8's parser, far faster than a streaming tokenizer in JavaScript)
 * — so the whole file is still checked to be valid JSON. `onFeature` gets each parsed feature.
 */
function collectionReader(onFeature: (feature: unknown) => void) {
  const value = valueBytes();
  let expecting: Expecting = 'document';
  let closing = false;
  let capturing: Captured | null = null;
  let captureFrom = 0;
  let name: unknown;
  let hasType = false;
  let hasFeatures = false;

  function captured(text: string) {
    const what = capturing;
    capturing = null;
    switch (what) {
      case 'document':
        parseValue(text); // Valid JSON, but not an object: no `type`.
        expecting = 'end';
        return;
      case 'name':
        name = parseValue(text);
        expecting = 'colon';
        return;
      case 'member': {
        const member = parseValue(text);
        if (name === 'type') {
          if (member !== 'FeatureCollection') throw notACollection('type: not "FeatureCollection"');
          hasType = true;
        }
        expecting = 'after-member';
        return;
      }
      case 'feature':
        onFeature(parseValue(text));
        expecting = 'after-feature';
        return;
      case null:
        return;
    }
  }

  /** After a member or a feature: `,` and the next one, or `closer` and then `closed`. */
  function afterValue(byte: number, closer: number, next: Expecting, closed: Expecting) {
    if (byte === comma) {
      expecting = next;
      closing = false;
    } else if (byte === closer) {
      expecting = closed;
    } else {
      throw notJson(`unexpected ${String.fromCharCode(byte)} after a value`);
    }
    return false;
  }

  /** What the byte means where the top level is followed; throws where it cannot be. */
  function structure(byte: number) {
    switch (expecting) {
      case 'document':
        if (byte === openBrace) {
          expecting = 'name';
          closing = true;
          return false;
        }
        return true;
      case 'name':
        if (closing && byte === closeBrace) {
          expecting = 'end';
          return false;
        }
        if (byte !== quote) throw notJson(`unexpected ${String.fromCharCode(byte)} before a name`);
        return true;
      case 'colon':
        if (byte !== colon) throw notJson(`unexpected ${String.fromCharCode(byte)} after a name`);
        expecting = 'member';
        return false;
      case 'member':
        if (name !== 'features') return true;
        if (byte !== openBracket) throw notACollection('features: not a list');
        hasFeatures = true;
        expecting = 'feature';
        closing = true;
        return false;
      case 'after-member':
        return afterValue(byte, closeBrace, 'name', 'end');
      case 'feature':
        if (closing && byte === closeBracket) {
          expecting = 'after-member';
          return false;
        }
        return true;
      case 'after-feature':
        return afterValue(byte, closeBracket, 'feature', 'after-member');
      case 'end':
        throw notJson('more after the end of the document');
    }
  }

  return {
    write(chunk: Buffer) {
      let i = 0;
      while (i < chunk.length) {
        if (capturing) {
          const end = value.end(chunk, i);
          if (end === -1) break;
          captured(value.text(chunk.subarray(captureFrom, end)));
          i = end;
          captureFrom = 0;
          continue;
        }
        const byte = chunk[i] as number;
        i += 1;
        if (isSpace(byte) || !structure(byte)) continue;
        // A value starts here: the document, a name, a member or a feature.
        capturing = expecting as Captured;
        captureFrom = i - 1;
        value.start(byte);
      }
      // The value goes on in the next chunk.
      if (capturing) value.keep(chunk.subarray(captureFrom));
      captureFrom = 0;
    },
    end() {
      if (capturing && value.canEndWithFile()) captured(value.text(Buffer.alloc(0)));
      if (expecting === 'document' || (expecting === 'end' && !capturing)) {
        if (!hasType) throw notACollection('top level: no "type"');
        if (!hasFeatures) throw notACollection('features: missing');
        return;
      }
      throw notJson('the file ends in the middle of the document');
    },
  };
}

/**
 * The features of a GeoJSON FeatureCollection read from a stream of bytes, each turned into an
 * item as soon as it is parsed (so the parsed feature dies young), handed out `batchSize` items
 * at a time: memory holds one read chunk and one batch, whatever the file's size. Throws
 * ImportFileError when the file is not a FeatureCollection or its JSON is invalid or cut short —
 * possibly after handing out batches, so the caller must be able to undo them.
 */
export async function* readFeatureBatches<T>(
  chunks: AsyncIterable<Uint8Array | string>,
  batchSize: number,
  toItem: (feature: unknown, index: number) => T,
): AsyncGenerator<T[]> {
  let read = 0;
  let batch: T[] = [];
  const ready: T[][] = [];
  const reader = collectionReader((feature) => {
    batch.push(toItem(feature, read));
    read += 1;
    if (batch.length < batchSize) return;
    ready.push(batch);
    batch = [];
  });
  for await (const chunk of chunks) {
    reader.write(
      typeof chunk === 'string'
        ? Buffer.from(chunk)
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length),
    );
    yield* ready.splice(0);
  }
  reader.end();
  if (batch.length > 0) yield batch;
}
