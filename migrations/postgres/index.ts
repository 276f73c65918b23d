import * as migration_20261122_071752_initial from './20261122_071752_initial';
import * as migration_20261122_072718_editor_role from './20261122_072718_editor_role';
import * as migration_20261122_075452_record_primary_value from './20261122_075452_record_primary_value';
import * as migration_20261122_085851_public_index_ai_jobs from './20261122_085851_public_index_ai_jobs';
import * as migration_20261124_233102_session_token_hash from './20261124_233102_session_token_hash';
import * as migration_20261125_055139_redirect_last_hit from './20261125_055139_redirect_last_hit';
import * as migration_20261126_125205_media_image_sizes from './20261126_125205_media_image_sizes';
import * as migration_20261126_125255_ai_log_cancel_resume from './20261126_125255_ai_log_cancel_resume';
import * as migration_20261126_125345_slug_keys_version_changed_at from './20261126_125345_slug_keys_version_changed_at';
import * as migration_20261126_130555_settings_two_factor_access_log from './20261126_130555_settings_two_factor_access_log';
import * as migration_20261126_133257_imports_and_media_storage from './20261126_133257_imports_and_media_storage';
import * as migration_20261127_002352_featured_image_alt from './20261127_002352_featured_image_alt';
import * as migration_20261128_222048_dataset_tenants from './20261128_222048_dataset_tenants';
import * as migration_20261129_122146_import_runs from './20261129_122146_import_runs';
import * as migration_20261129_155425_record_search_text from './20261129_155425_record_search_text';
import * as migration_20261129_165728_users_accounts from './20261129_165728_users_accounts';
import * as migration_20261129_200419_trash from './20261129_200419_trash';
import * as migration_20261129_230249_page_drafts from './20261129_230249_page_drafts';
import * as migration_20261129_232043_tenant_time_zone from './20261129_232043_tenant_time_zone';
import * as migration_20261130_022238_template_drafts from './20261130_022238_template_drafts';

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
    name: '20261122_085851_public_index_ai_jobs',
  },
  {
    up: migration_20261124_233102_session_token_hash.up,
    down: migration_20261124_233102_session_token_hash.down,
    name: '20261124_233102_session_token_hash',
  },
  {
    up: migration_20261125_055139_redirect_last_hit.up,
    down: migration_20261125_055139_redirect_last_hit.down,
    name: '20261125_055139_redirect_last_hit',
  },
  {
    up: migration_20261126_125205_media_image_sizes.up,
    down: migration_20261126_125205_media_image_sizes.down,
    name: '20261126_125205_media_image_sizes',
  },
  {
    up: migration_20261126_125255_ai_log_cancel_resume.up,
    down: migration_20261126_125255_ai_log_cancel_resume.down,
    name: '20261126_125255_ai_log_cancel_resume',
  },
  {
    up: migration_20261126_125345_slug_keys_version_changed_at.up,
    down: migration_20261126_125345_slug_keys_version_changed_at.down,
    name: '20261126_125345_slug_keys_version_changed_at',
  },
  {
    up: migration_20261126_130555_settings_two_factor_access_log.up,
    down: migration_20261126_130555_settings_two_factor_access_log.down,
    name: '20261126_130555_settings_two_factor_access_log',
  },
  {
    up: migration_20261126_133257_imports_and_media_storage.up,
    down: migration_20261126_133257_imports_and_media_storage.down,
    name: '20261126_133257_imports_and_media_storage',
  },
  {
    up: migration_20261127_002352_featured_image_alt.up,
    down: migration_20261127_002352_featured_image_alt.down,
    name: '20261127_002352_featured_image_alt',
  },
  {
    up: migration_20261128_222048_dataset_tenants.up,
    down: migration_20261128_222048_dataset_tenants.down,
    name: '20261128_222048_dataset_tenants',
  },
  {
    up: migration_20261129_122146_import_runs.up,
    down: migration_20261129_122146_import_runs.down,
    name: '20261129_122146_import_runs',
  },
  {
    up: migration_20261129_155425_record_search_text.up,
    down: migration_20261129_155425_record_search_text.down,
    name: '20261129_155425_record_search_text',
  },
  {
    up: migration_20261129_165728_users_accounts.up,
    down: migration_20261129_165728_users_accounts.down,
    name: '20261129_165728_users_accounts',
  },
  {
    up: migration_20261129_200419_trash.up,
    down: migration_20261129_200419_trash.down,
    name: '20261129_200419_trash',
  },
  {
    up: migration_20261129_230249_page_drafts.up,
    down: migration_20261129_230249_page_drafts.down,
    name: '20261129_230249_page_drafts',
  },
  {
    up: migration_20261129_232043_tenant_time_zone.up,
    down: migration_20261129_232043_tenant_time_zone.down,
    name: '20261129_232043_tenant_time_zone',
  },
  {
    up: migration_20261130_022238_template_drafts.up,
    down: migration_20261130_022238_template_drafts.down,
    name: '20261130_022238_template_drafts'
  },
];
