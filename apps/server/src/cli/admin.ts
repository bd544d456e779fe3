import { loadEnv } from '../env';
import { runAdminCommand } from './admin-command';

process.exitCode = await runAdminCommand(process.argv.slice(2), () => loadEnv(), console);
