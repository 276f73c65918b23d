import { TenantField as TenantField_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { AssignTenantFieldTrigger as AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { CurrentPasswordField as CurrentPasswordField_9a1ba32e920a8f1365a88c3450d71488 } from 'site-generator-cms/admin/fields/CurrentPasswordField'
import { WatchTenantCollection as WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CodeComponent as CodeComponent_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { codeConverterClient as codeConverterClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CodeBlockBlockComponent as CodeBlockBlockComponent_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SkipLink as SkipLink_4ac387dd8d7cf75364451896182c946c } from 'site-generator-cms/admin/shell/SkipLink'
import { StaleBuildNotice as StaleBuildNotice_afe87927ccde6f4e2e06961831f0ab7a } from 'site-generator-cms/admin/shell/StaleBuildNotice'
import { LogoutButton as LogoutButton_ad57a3c985205546d8d2a55a4dff8d3e } from 'site-generator-cms/admin/shell/LogoutButton'
import { DeveloperLinks as DeveloperLinks_632d40ecf1a4fe921ff6391ff1ae78d8 } from 'site-generator-cms/admin/shell/DeveloperLinks'
import { NavUser as NavUser_ac92d0c4058affe537dcd0bbdd4803e7 } from 'site-generator-cms/admin/shell/NavUser'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { NavLinks as NavLinks_9a5d0797a765af92c3d3e9e913a583a5 } from 'site-generator-cms/admin/shell/NavLinks'
import { TenantSelectionProvider as TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { AdminProviders as AdminProviders_ea31d2d9c37d900f684dd187da4323a7 } from 'site-generator-cms/admin/providers/AdminProviders'
import { ScreenView as ScreenView_94529b1e9c9a47769f51975ac54dbfa5 } from 'site-generator-cms/admin/views/ScreenView'
import { SignInView as SignInView_db33693e72853ae566abfe09b21f3634 } from 'site-generator-cms/admin/views/SignInView'
import { SignOutView as SignOutView_2736ac98e80d57a515e271bfdbf5e013 } from 'site-generator-cms/admin/views/SignOutView'
import { InviteView as InviteView_8a79aa1bad770fd56500a5c52b83ff5e } from 'site-generator-cms/admin/views/InviteView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'
import { DashboardScreen as DashboardScreen_7d403f9a00fe3b57205f4bc8bb88f143 } from 'site-generator-cms/admin/screens/dashboard/DashboardScreen'
import { TasksScreen as TasksScreen_3596281aea836170454e4c30ad555acd } from 'site-generator-cms/admin/screens/tasks/TasksScreen'
import { TenantsScreen as TenantsScreen_bd98bbc8fb7cd18263fbc460c0453454 } from 'site-generator-cms/admin/screens/tenants/TenantsScreen'
import { DatasetsScreen as DatasetsScreen_e428e6606c47c6803158d2523d82ccd0 } from 'site-generator-cms/admin/screens/datasets/DatasetsScreen'
import { PagesScreen as PagesScreen_ab42f43ab82dc995ff521f376a894f75 } from 'site-generator-cms/admin/screens/pages/PagesScreen'
import { PageTypesScreen as PageTypesScreen_04964a63cfa3239c88691a17af001fa0 } from 'site-generator-cms/admin/screens/pageTypes/PageTypesScreen'
import { CategoriesScreen as CategoriesScreen_de24d12d936209dcbdf9a82696cb810c } from 'site-generator-cms/admin/screens/categories/CategoriesScreen'
import { TemplatesScreen as TemplatesScreen_ed3f2abea73196ec716fb253c2d483f2 } from 'site-generator-cms/admin/screens/templates/TemplatesScreen'
import { SnippetsScreen as SnippetsScreen_4e5da8b49ac119215eedb4d6c97c5b38 } from 'site-generator-cms/admin/screens/snippets/SnippetsScreen'
import { AiLogsScreen as AiLogsScreen_943fa281211fb9fafb5de38c43f814e9 } from 'site-generator-cms/admin/screens/aiLogs/AiLogsScreen'
import { RedirectsScreen as RedirectsScreen_03cc0f7a01739ac3799e8937dc3975fc } from 'site-generator-cms/admin/screens/redirects/RedirectsScreen'
import { LayoutScreen as LayoutScreen_6d1bd3af5900a175009207987991b035 } from 'site-generator-cms/admin/screens/layout/LayoutScreen'
import { SettingsScreen as SettingsScreen_5df34dd53c1ae5262ab7209737f970fc } from 'site-generator-cms/admin/screens/settings/SettingsScreen'
import { UsersScreen as UsersScreen_8e90ca422d0de3c9fb0bc378c1f05348 } from 'site-generator-cms/admin/screens/users/UsersScreen'
import { TemplateRenderScreen as TemplateRenderScreen_1de09872ec771cf78c7a179b0b5ac58e } from 'site-generator-cms/admin/screens/templates/TemplateRenderScreen'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/plugin-multi-tenant/client#TenantField": TenantField_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/plugin-multi-tenant/client#AssignTenantFieldTrigger": AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a,
  "site-generator-cms/admin/fields/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_9a1ba32e920a8f1365a88c3450d71488,
  "@payloadcms/plugin-multi-tenant/client#WatchTenantCollection": WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#CodeComponent": CodeComponent_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#codeConverterClient": codeConverterClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#CodeBlockBlockComponent": CodeBlockBlockComponent_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "site-generator-cms/admin/shell/SkipLink#SkipLink": SkipLink_4ac387dd8d7cf75364451896182c946c,
  "site-generator-cms/admin/shell/StaleBuildNotice#StaleBuildNotice": StaleBuildNotice_afe87927ccde6f4e2e06961831f0ab7a,
  "site-generator-cms/admin/shell/LogoutButton#LogoutButton": LogoutButton_ad57a3c985205546d8d2a55a4dff8d3e,
  "site-generator-cms/admin/shell/DeveloperLinks#DeveloperLinks": DeveloperLinks_632d40ecf1a4fe921ff6391ff1ae78d8,
  "site-generator-cms/admin/shell/NavUser#NavUser": NavUser_ac92d0c4058affe537dcd0bbdd4803e7,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "site-generator-cms/admin/shell/NavLinks#NavLinks": NavLinks_9a5d0797a765af92c3d3e9e913a583a5,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider": TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62,
  "site-generator-cms/admin/providers/AdminProviders#AdminProviders": AdminProviders_ea31d2d9c37d900f684dd187da4323a7,
  "site-generator-cms/admin/views/ScreenView#ScreenView": ScreenView_94529b1e9c9a47769f51975ac54dbfa5,
  "site-generator-cms/admin/views/SignInView#SignInView": SignInView_db33693e72853ae566abfe09b21f3634,
  "site-generator-cms/admin/views/SignOutView#SignOutView": SignOutView_2736ac98e80d57a515e271bfdbf5e013,
  "site-generator-cms/admin/views/InviteView#InviteView": InviteView_8a79aa1bad770fd56500a5c52b83ff5e,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1,
  "site-generator-cms/admin/screens/dashboard/DashboardScreen#DashboardScreen": DashboardScreen_7d403f9a00fe3b57205f4bc8bb88f143,
  "site-generator-cms/admin/screens/tasks/TasksScreen#TasksScreen": TasksScreen_3596281aea836170454e4c30ad555acd,
  "site-generator-cms/admin/screens/tenants/TenantsScreen#TenantsScreen": TenantsScreen_bd98bbc8fb7cd18263fbc460c0453454,
  "site-generator-cms/admin/screens/datasets/DatasetsScreen#DatasetsScreen": DatasetsScreen_e428e6606c47c6803158d2523d82ccd0,
  "site-generator-cms/admin/screens/pages/PagesScreen#PagesScreen": PagesScreen_ab42f43ab82dc995ff521f376a894f75,
  "site-generator-cms/admin/screens/pageTypes/PageTypesScreen#PageTypesScreen": PageTypesScreen_04964a63cfa3239c88691a17af001fa0,
  "site-generator-cms/admin/screens/categories/CategoriesScreen#CategoriesScreen": CategoriesScreen_de24d12d936209dcbdf9a82696cb810c,
  "site-generator-cms/admin/screens/templates/TemplatesScreen#TemplatesScreen": TemplatesScreen_ed3f2abea73196ec716fb253c2d483f2,
  "site-generator-cms/admin/screens/snippets/SnippetsScreen#SnippetsScreen": SnippetsScreen_4e5da8b49ac119215eedb4d6c97c5b38,
  "site-generator-cms/admin/screens/aiLogs/AiLogsScreen#AiLogsScreen": AiLogsScreen_943fa281211fb9fafb5de38c43f814e9,
  "site-generator-cms/admin/screens/redirects/RedirectsScreen#RedirectsScreen": RedirectsScreen_03cc0f7a01739ac3799e8937dc3975fc,
  "site-generator-cms/admin/screens/layout/LayoutScreen#LayoutScreen": LayoutScreen_6d1bd3af5900a175009207987991b035,
  "site-generator-cms/admin/screens/settings/SettingsScreen#SettingsScreen": SettingsScreen_5df34dd53c1ae5262ab7209737f970fc,
  "site-generator-cms/admin/screens/users/UsersScreen#UsersScreen": UsersScreen_8e90ca422d0de3c9fb0bc378c1f05348,
  "site-generator-cms/admin/screens/templates/TemplateRenderScreen#TemplateRenderScreen": TemplateRenderScreen_1de09872ec771cf78c7a179b0b5ac58e
}
