import { JSONParser, TokenType, type ParsedTokenInfo } from '@streamparser/json';
import { ImportFileError } from './geojson-features';

const notACollection = (problem: string) =>
  new ImportFileError(`The file is not a GeoJSON FeatureCollection (${problem}).`);

/**
 * Follows the top level of the document token by token, so that `type` and `features` are
 * checked without keeping the document: the parser hands out the features one by one and keeps
 * nothing of them, not even whether `features` was an array.
 */
function collectionShape() {
  let depth = 0;
  let key: unknown;
  let afterColon = false;
  let hasType = false;
  let hasFeatures = false;
  return {
    see({ token, value }: ParsedTokenInfo) {
      if (depth === 1) {
        if (token === TokenType.COLON) {
          afterColon = true;
        } else if (afterColon) {
          afterColon = false;
          if (key === 'type') {
            if (value !== 'FeatureCollection')
              throw notACollection('type: not "FeatureCollection"');
            hasType = true;
          }
          if (key === 'features') {
            if (token !== TokenType.LEFT_BRACKET) throw notACollection('features: not a list');
            hasFeatures = true;
          }
        } else if (token === TokenType.STRING) {
          key = value;
        }
      }
      if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) depth += 1;
      if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) depth -= 1;
    },
    check() {
      if (!hasType) throw notACollection('top level: no "type"');
      if (!hasFeatures) throw notACollection('features: missing');
    },
  };
}

/** Runs a parser step, reporting JSON that does not parse as a file that cannot be imported. */
function parse(step: () => void) {
  try {
    step();
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(
      `The file is not valid JSON, or it is cut short: ${(error as Error).message}`,
    );
  }
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
  const shape = collectionShape();
  const parser = new JSONParser({ paths: ['$.features.*'], keepStack: false });
  let read = 0;
  let batch: T[] = [];
  const ready: T[][] = [];
  parser.onToken = (token) => shape.see(token);
  parser.onValue = ({ value }) => {
    batch.push(toItem(value, read));
    read += 1;
    if (batch.length < batchSize) return;
    ready.push(batch);
    batch = [];
  };
  for await (const chunk of chunks) {
    parse(() => parser.write(chunk));
    yield* ready.splice(0);
  }
  parse(() => {
    if (!parser.isEnded) parser.end();
  });
  shape.check();
  if (batch.length > 0) yield batch;
}
