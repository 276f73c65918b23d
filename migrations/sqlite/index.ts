import * as migration_20261122_071746_initial from './20261122_071746_initial';

export const migrations = [
  {
    up: migration_20261122_071746_initial.up,
    down: migration_20261122_071746_initial.down,
    name: '20261122_071746_initial'
  },
];
