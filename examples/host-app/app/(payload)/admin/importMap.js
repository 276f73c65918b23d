import { CurrentPasswordField as CurrentPasswordField_9a1ba32e920a8f1365a88c3450d71488 } from 'site-generator-cms/admin/fields/CurrentPasswordField'
import { WatchTenantCollection as WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { TenantField as TenantField_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { AssignTenantFieldTrigger as AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SkipLink as SkipLink_4ac387dd8d7cf75364451896182c946c } from 'site-generator-cms/admin/shell/SkipLink'
import { LogoutButton as LogoutButton_ad57a3c985205546d8d2a55a4dff8d3e } from 'site-generator-cms/admin/shell/LogoutButton'
import { DeveloperLinks as DeveloperLinks_632d40ecf1a4fe921ff6391ff1ae78d8 } from 'site-generator-cms/admin/shell/DeveloperLinks'
import { NavUser as NavUser_ac92d0c4058affe537dcd0bbdd4803e7 } from 'site-generator-cms/admin/shell/NavUser'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { NavLinks as NavLinks_9a5d0797a765af92c3d3e9e913a583a5 } from 'site-generator-cms/admin/shell/NavLinks'
import { TenantSelectionProvider as TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { AdminProviders as AdminProviders_ea31d2d9c37d900f684dd187da4323a7 } from 'site-generator-cms/admin/providers/AdminProviders'
import { TasksView as TasksView_14b72763f8ef6a96cd5c2e5b03b71a61 } from 'site-generator-cms/admin/views/TasksView'
import { TenantsView as TenantsView_f2c9d82b996ee10a9925b7035dccd436 } from 'site-generator-cms/admin/views/TenantsView'
import { DatasetsView as DatasetsView_69647c8ec1524aed0aab4681e469acb6 } from 'site-generator-cms/admin/views/DatasetsView'
import { TemplatesView as TemplatesView_402ffff917fd0963ee8fa1cdbc42a2ab } from 'site-generator-cms/admin/views/TemplatesView'
import { TemplateRenderView as TemplateRenderView_532825b65ddf4095b16d2aed1f31e023 } from 'site-generator-cms/admin/views/TemplateRenderView'
import { PagesView as PagesView_d5fd581ab66a2eb37bb7462d0e449fc7 } from 'site-generator-cms/admin/views/PagesView'
import { PageTypesView as PageTypesView_3774cd4eedd2791782fd47811ab3d3b6 } from 'site-generator-cms/admin/views/PageTypesView'
import { CategoriesView as CategoriesView_5d2fb62eca2a28c7304bcc3f3992b61e } from 'site-generator-cms/admin/views/CategoriesView'
import { SnippetsView as SnippetsView_98fab8b53acf2ee7822abeb7e27d3c2e } from 'site-generator-cms/admin/views/SnippetsView'
import { AiLogsView as AiLogsView_d41d358a7f66cbde09bdf28db4faadd9 } from 'site-generator-cms/admin/views/AiLogsView'
import { RedirectsView as RedirectsView_72a69e12cc86f159dd1f6e92710355c2 } from 'site-generator-cms/admin/views/RedirectsView'
import { LayoutView as LayoutView_b9045f17079b36168db58dcbcb4c08bb } from 'site-generator-cms/admin/views/LayoutView'
import { SettingsView as SettingsView_32b046447f40b36e18742d3c7f603fe0 } from 'site-generator-cms/admin/views/SettingsView'
import { DashboardView as DashboardView_99cf7a9a92019248bf764f4fe08a06ec } from 'site-generator-cms/admin/views/DashboardView'
import { SignInView as SignInView_db33693e72853ae566abfe09b21f3634 } from 'site-generator-cms/admin/views/SignInView'
import { SignOutView as SignOutView_2736ac98e80d57a515e271bfdbf5e013 } from 'site-generator-cms/admin/views/SignOutView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "site-generator-cms/admin/fields/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_9a1ba32e920a8f1365a88c3450d71488,
  "@payloadcms/plugin-multi-tenant/client#WatchTenantCollection": WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/plugin-multi-tenant/client#TenantField": TenantField_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/plugin-multi-tenant/client#AssignTenantFieldTrigger": AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "site-generator-cms/admin/shell/SkipLink#SkipLink": SkipLink_4ac387dd8d7cf75364451896182c946c,
  "site-generator-cms/admin/shell/LogoutButton#LogoutButton": LogoutButton_ad57a3c985205546d8d2a55a4dff8d3e,
  "site-generator-cms/admin/shell/DeveloperLinks#DeveloperLinks": DeveloperLinks_632d40ecf1a4fe921ff6391ff1ae78d8,
  "site-generator-cms/admin/shell/NavUser#NavUser": NavUser_ac92d0c4058affe537dcd0bbdd4803e7,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "site-generator-cms/admin/shell/NavLinks#NavLinks": NavLinks_9a5d0797a765af92c3d3e9e913a583a5,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider": TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62,
  "site-generator-cms/admin/providers/AdminProviders#AdminProviders": AdminProviders_ea31d2d9c37d900f684dd187da4323a7,
  "site-generator-cms/admin/views/TasksView#TasksView": TasksView_14b72763f8ef6a96cd5c2e5b03b71a61,
  "site-generator-cms/admin/views/TenantsView#TenantsView": TenantsView_f2c9d82b996ee10a9925b7035dccd436,
  "site-generator-cms/admin/views/DatasetsView#DatasetsView": DatasetsView_69647c8ec1524aed0aab4681e469acb6,
  "site-generator-cms/admin/views/TemplatesView#TemplatesView": TemplatesView_402ffff917fd0963ee8fa1cdbc42a2ab,
  "site-generator-cms/admin/views/TemplateRenderView#TemplateRenderView": TemplateRenderView_532825b65ddf4095b16d2aed1f31e023,
  "site-generator-cms/admin/views/PagesView#PagesView": PagesView_d5fd581ab66a2eb37bb7462d0e449fc7,
  "site-generator-cms/admin/views/PageTypesView#PageTypesView": PageTypesView_3774cd4eedd2791782fd47811ab3d3b6,
  "site-generator-cms/admin/views/CategoriesView#CategoriesView": CategoriesView_5d2fb62eca2a28c7304bcc3f3992b61e,
  "site-generator-cms/admin/views/SnippetsView#SnippetsView": SnippetsView_98fab8b53acf2ee7822abeb7e27d3c2e,
  "site-generator-cms/admin/views/AiLogsView#AiLogsView": AiLogsView_d41d358a7f66cbde09bdf28db4faadd9,
  "site-generator-cms/admin/views/RedirectsView#RedirectsView": RedirectsView_72a69e12cc86f159dd1f6e92710355c2,
  "site-generator-cms/admin/views/LayoutView#LayoutView": LayoutView_b9045f17079b36168db58dcbcb4c08bb,
  "site-generator-cms/admin/views/SettingsView#SettingsView": SettingsView_32b046447f40b36e18742d3c7f603fe0,
  "site-generator-cms/admin/views/DashboardView#DashboardView": DashboardView_99cf7a9a92019248bf764f4fe08a06ec,
  "site-generator-cms/admin/views/SignInView#SignInView": SignInView_db33693e72853ae566abfe09b21f3634,
  "site-generator-cms/admin/views/SignOutView#SignOutView": SignOutView_2736ac98e80d57a515e271bfdbf5e013,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
