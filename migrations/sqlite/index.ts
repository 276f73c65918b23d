import * as migration_20261122_071746_initial from './20261122_071746_initial';
import * as migration_20261122_075447_record_primary_value from './20261122_075447_record_primary_value';
import * as migration_20261122_085846_public_index_ai_jobs from './20261122_085846_public_index_ai_jobs';

export const migrations = [
  {
    up: migration_20261122_071746_initial.up,
    down: migration_20261122_071746_initial.down,
    name: '20261122_071746_initial',
  },
  {
    up: migration_20261122_075447_record_primary_value.up,
    down: migration_20261122_075447_record_primary_value.down,
    name: '20261122_075447_record_primary_value',
  },
  {
    up: migration_20261122_085846_public_index_ai_jobs.up,
    down: migration_20261122_085846_public_index_ai_jobs.down,
    name: '20261122_085846_public_index_ai_jobs'
  },
];
