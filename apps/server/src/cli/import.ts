import { loadEnv } from '../env';
import { runImportCommand } from './import-command';

process.exitCode = await runImportCommand(process.argv.slice(2), () => loadEnv(), console);
