import { CurrentPasswordField as CurrentPasswordField_46011c8d9465600b4e211854d0a4accc } from '../../../../admin-views/fields/CurrentPasswordField'
import { WatchTenantCollection as WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { TenantField as TenantField_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { AssignTenantFieldTrigger as AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
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
import { SkipLink as SkipLink_8a9389a4dd915a4cb8cb984fe9aff831 } from '../../../../admin-views/shell/SkipLink'
import { StaleBuildNotice as StaleBuildNotice_27bbe7b68b99cdb32809d50578e2c65c } from '../../../../admin-views/shell/StaleBuildNotice'
import { LogoutButton as LogoutButton_2aad126b2597a7f645e19f1a31d8152c } from '../../../../admin-views/shell/LogoutButton'
import { DeveloperLinks as DeveloperLinks_50a3c64416e90886905d376555eff90a } from '../../../../admin-views/shell/DeveloperLinks'
import { NavUser as NavUser_64cfbce7413fa0b0ea806006e18f27ce } from '../../../../admin-views/shell/NavUser'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { NavLinks as NavLinks_d26de4232a9cd5bcfae9fa853d495992 } from '../../../../admin-views/shell/NavLinks'
import { TenantSelectionProvider as TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { AdminProviders as AdminProviders_c1d71f8410bbe9aba741e3ec65b5cf68 } from '../../../../admin-views/providers/AdminProviders'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ScreenView as ScreenView_3838eeaf5dcf02b66b18900b3babed3c } from '../../../../admin-views/views/ScreenView'
import { SignInView as SignInView_ec5573a898b458ce685db8b23fe4b352 } from '../../../../admin-views/views/SignInView'
import { SignOutView as SignOutView_9155859e4c649ce966f5591800f2d4c5 } from '../../../../admin-views/views/SignOutView'
import { InviteView as InviteView_e9352490c673440b4a943ce38a83abe5 } from '../../../../admin-views/views/InviteView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'
import { DashboardScreen as DashboardScreen_3c29e29f1535b39c1ac3ba92485737ca } from '../../../../admin-views/screens/dashboard/DashboardScreen'
import { TasksScreen as TasksScreen_591b8c16e92af415aa3c74604288f6e8 } from '../../../../admin-views/screens/tasks/TasksScreen'
import { TenantsScreen as TenantsScreen_58a6a832e648dc7eb04b0d4c75003679 } from '../../../../admin-views/screens/tenants/TenantsScreen'
import { DatasetsScreen as DatasetsScreen_f7368a73261f2820d85d85432e77a8c2 } from '../../../../admin-views/screens/datasets/DatasetsScreen'
import { PagesScreen as PagesScreen_60686705e71bc3f12df5abbe4db8a48e } from '../../../../admin-views/screens/pages/PagesScreen'
import { PageTypesScreen as PageTypesScreen_4e64063e3aebc2d25a0abb7c6798919c } from '../../../../admin-views/screens/pageTypes/PageTypesScreen'
import { CategoriesScreen as CategoriesScreen_6403bffe30d3c75c5288b67a09900008 } from '../../../../admin-views/screens/categories/CategoriesScreen'
import { TemplatesScreen as TemplatesScreen_4c9c7494e7e450ec41995b08b8481ab6 } from '../../../../admin-views/screens/templates/TemplatesScreen'
import { SnippetsScreen as SnippetsScreen_5d13eda1887a11e8dcc36d6d0277e14b } from '../../../../admin-views/screens/snippets/SnippetsScreen'
import { AiLogsScreen as AiLogsScreen_e0bb5445c72d81f28cc2d11ed707ef74 } from '../../../../admin-views/screens/aiLogs/AiLogsScreen'
import { RedirectsScreen as RedirectsScreen_e82f02c67ab73cb7a274b5730ca19b31 } from '../../../../admin-views/screens/redirects/RedirectsScreen'
import { LayoutScreen as LayoutScreen_56ef5977a4734aee4d0a1c9c1fc2107c } from '../../../../admin-views/screens/layout/LayoutScreen'
import { SettingsScreen as SettingsScreen_c079353a602d0891abd1a1ea8a7466b7 } from '../../../../admin-views/screens/settings/SettingsScreen'
import { UsersScreen as UsersScreen_9707f1e36be3d93c2acb9ea0d8e79566 } from '../../../../admin-views/screens/users/UsersScreen'
import { TemplateRenderScreen as TemplateRenderScreen_27219cc4657173b406d8f9a30496459e } from '../../../../admin-views/screens/templates/TemplateRenderScreen'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin-views/fields/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_46011c8d9465600b4e211854d0a4accc,
  "@payloadcms/plugin-multi-tenant/client#WatchTenantCollection": WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/plugin-multi-tenant/client#TenantField": TenantField_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/plugin-multi-tenant/client#AssignTenantFieldTrigger": AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a,
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
  "/admin-views/shell/SkipLink#SkipLink": SkipLink_8a9389a4dd915a4cb8cb984fe9aff831,
  "/admin-views/shell/StaleBuildNotice#StaleBuildNotice": StaleBuildNotice_27bbe7b68b99cdb32809d50578e2c65c,
  "/admin-views/shell/LogoutButton#LogoutButton": LogoutButton_2aad126b2597a7f645e19f1a31d8152c,
  "/admin-views/shell/DeveloperLinks#DeveloperLinks": DeveloperLinks_50a3c64416e90886905d376555eff90a,
  "/admin-views/shell/NavUser#NavUser": NavUser_64cfbce7413fa0b0ea806006e18f27ce,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "/admin-views/shell/NavLinks#NavLinks": NavLinks_d26de4232a9cd5bcfae9fa853d495992,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider": TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62,
  "/admin-views/providers/AdminProviders#AdminProviders": AdminProviders_c1d71f8410bbe9aba741e3ec65b5cf68,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin-views/views/ScreenView#ScreenView": ScreenView_3838eeaf5dcf02b66b18900b3babed3c,
  "/admin-views/views/SignInView#SignInView": SignInView_ec5573a898b458ce685db8b23fe4b352,
  "/admin-views/views/SignOutView#SignOutView": SignOutView_9155859e4c649ce966f5591800f2d4c5,
  "/admin-views/views/InviteView#InviteView": InviteView_e9352490c673440b4a943ce38a83abe5,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1,
  "/admin-views/screens/dashboard/DashboardScreen#DashboardScreen": DashboardScreen_3c29e29f1535b39c1ac3ba92485737ca,
  "/admin-views/screens/tasks/TasksScreen#TasksScreen": TasksScreen_591b8c16e92af415aa3c74604288f6e8,
  "/admin-views/screens/tenants/TenantsScreen#TenantsScreen": TenantsScreen_58a6a832e648dc7eb04b0d4c75003679,
  "/admin-views/screens/datasets/DatasetsScreen#DatasetsScreen": DatasetsScreen_f7368a73261f2820d85d85432e77a8c2,
  "/admin-views/screens/pages/PagesScreen#PagesScreen": PagesScreen_60686705e71bc3f12df5abbe4db8a48e,
  "/admin-views/screens/pageTypes/PageTypesScreen#PageTypesScreen": PageTypesScreen_4e64063e3aebc2d25a0abb7c6798919c,
  "/admin-views/screens/categories/CategoriesScreen#CategoriesScreen": CategoriesScreen_6403bffe30d3c75c5288b67a09900008,
  "/admin-views/screens/templates/TemplatesScreen#TemplatesScreen": TemplatesScreen_4c9c7494e7e450ec41995b08b8481ab6,
  "/admin-views/screens/snippets/SnippetsScreen#SnippetsScreen": SnippetsScreen_5d13eda1887a11e8dcc36d6d0277e14b,
  "/admin-views/screens/aiLogs/AiLogsScreen#AiLogsScreen": AiLogsScreen_e0bb5445c72d81f28cc2d11ed707ef74,
  "/admin-views/screens/redirects/RedirectsScreen#RedirectsScreen": RedirectsScreen_e82f02c67ab73cb7a274b5730ca19b31,
  "/admin-views/screens/layout/LayoutScreen#LayoutScreen": LayoutScreen_56ef5977a4734aee4d0a1c9c1fc2107c,
  "/admin-views/screens/settings/SettingsScreen#SettingsScreen": SettingsScreen_c079353a602d0891abd1a1ea8a7466b7,
  "/admin-views/screens/users/UsersScreen#UsersScreen": UsersScreen_9707f1e36be3d93c2acb9ea0d8e79566,
  "/admin-views/screens/templates/TemplateRenderScreen#TemplateRenderScreen": TemplateRenderScreen_27219cc4657173b406d8f9a30496459e
}
