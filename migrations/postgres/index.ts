import * as migration_20261122_071752_initial from './20261122_071752_initial';
import * as migration_20261122_072718_editor_role from './20261122_072718_editor_role';
import * as migration_20261122_075452_record_primary_value from './20261122_075452_record_primary_value';
import * as migration_20261122_085851_public_index_ai_jobs from './20261122_085851_public_index_ai_jobs';

export const migrations = [
  {
    up: migration_20261122_071752_initial.up,
    down: migration_20261122_071752_initial.down,
    name: '20261122_071752_initial',
  },
  {
    up: migration_20261122_072718_editor_role.up,
    down: migration_20261122_072718_editor_role.down,
    name: '20261122_072718_editor_role',
  },
  {
    up: migration_20261122_075452_record_primary_value.up,
    down: migration_20261122_075452_record_primary_value.down,
    name: '20261122_075452_record_primary_value',
  },
  {
    up: migration_20261122_085851_public_index_ai_jobs.up,
    down: migration_20261122_085851_public_index_ai_jobs.down,
    name: '20261122_085851_public_index_ai_jobs'
  },
];
