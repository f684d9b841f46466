import { migrationsList } from './migrations/index.js';
import { allEntities } from './src/app.entities.js';
import { loadConfig } from './src/config.js';
import { createOrmConfig } from './src/shared/database/orm-config.js';

/**
 * The ORM configuration as the CLI (`npm run cli -- migrate | migration:create | migration:check`)
 * and other MikroORM tooling see it: the database from DATABASE_URL, every context's entities,
 * the explicit migrations list.
 */
export default createOrmConfig({ databaseUrl: loadConfig().databaseUrl, entities: allEntities, migrations: migrationsList });
