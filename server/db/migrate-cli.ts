import { readConfig } from '../config.js';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
await database.close();
console.log('migrations applied');
