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
import { SkipLink as SkipLink_8a9389a4dd915a4cb8cb984fe9aff831 } from '../../../../admin-views/shell/SkipLink'
import { LogoutButton as LogoutButton_2aad126b2597a7f645e19f1a31d8152c } from '../../../../admin-views/shell/LogoutButton'
import { DeveloperLinks as DeveloperLinks_50a3c64416e90886905d376555eff90a } from '../../../../admin-views/shell/DeveloperLinks'
import { NavUser as NavUser_64cfbce7413fa0b0ea806006e18f27ce } from '../../../../admin-views/shell/NavUser'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { NavLinks as NavLinks_d26de4232a9cd5bcfae9fa853d495992 } from '../../../../admin-views/shell/NavLinks'
import { TenantSelectionProvider as TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { AdminProviders as AdminProviders_c1d71f8410bbe9aba741e3ec65b5cf68 } from '../../../../admin-views/providers/AdminProviders'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { TasksView as TasksView_737e48ee34158b2f2504b6272e7b7ad5 } from '../../../../admin-views/views/TasksView'
import { TenantsView as TenantsView_8fe9dbeff213e2b51b4039fa54705efb } from '../../../../admin-views/views/TenantsView'
import { DatasetsView as DatasetsView_26adcb1b3092873ced71ea8279f2ce01 } from '../../../../admin-views/views/DatasetsView'
import { TemplatesView as TemplatesView_1052486be6330552706d220dfca552f6 } from '../../../../admin-views/views/TemplatesView'
import { TemplateRenderView as TemplateRenderView_803ef234f4e49099a9a7396fb249f070 } from '../../../../admin-views/views/TemplateRenderView'
import { PagesView as PagesView_5907d06684a7941bc271c6da28902154 } from '../../../../admin-views/views/PagesView'
import { PageTypesView as PageTypesView_9eb310e5eda348404353d9de62719312 } from '../../../../admin-views/views/PageTypesView'
import { CategoriesView as CategoriesView_b37a2e1661515cfdbafc83402f1185d3 } from '../../../../admin-views/views/CategoriesView'
import { SnippetsView as SnippetsView_da5ef1fbbfc2af9b6ad338a96b788b8b } from '../../../../admin-views/views/SnippetsView'
import { AiLogsView as AiLogsView_beb645afd0bfd868349a0566bbde540f } from '../../../../admin-views/views/AiLogsView'
import { RedirectsView as RedirectsView_666133bd483caf3adcc729749dbb338a } from '../../../../admin-views/views/RedirectsView'
import { LayoutView as LayoutView_73c7031564def6d3ef3828269bc193c6 } from '../../../../admin-views/views/LayoutView'
import { SettingsView as SettingsView_e36e27b616403e8a47bbf2085c5e7ec7 } from '../../../../admin-views/views/SettingsView'
import { DashboardView as DashboardView_2503ab67fc6c984bad1e512661e852ac } from '../../../../admin-views/views/DashboardView'
import { SignInView as SignInView_ec5573a898b458ce685db8b23fe4b352 } from '../../../../admin-views/views/SignInView'
import { SignOutView as SignOutView_9155859e4c649ce966f5591800f2d4c5 } from '../../../../admin-views/views/SignOutView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

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
  "/admin-views/shell/SkipLink#SkipLink": SkipLink_8a9389a4dd915a4cb8cb984fe9aff831,
  "/admin-views/shell/LogoutButton#LogoutButton": LogoutButton_2aad126b2597a7f645e19f1a31d8152c,
  "/admin-views/shell/DeveloperLinks#DeveloperLinks": DeveloperLinks_50a3c64416e90886905d376555eff90a,
  "/admin-views/shell/NavUser#NavUser": NavUser_64cfbce7413fa0b0ea806006e18f27ce,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "/admin-views/shell/NavLinks#NavLinks": NavLinks_d26de4232a9cd5bcfae9fa853d495992,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider": TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62,
  "/admin-views/providers/AdminProviders#AdminProviders": AdminProviders_c1d71f8410bbe9aba741e3ec65b5cf68,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin-views/views/TasksView#TasksView": TasksView_737e48ee34158b2f2504b6272e7b7ad5,
  "/admin-views/views/TenantsView#TenantsView": TenantsView_8fe9dbeff213e2b51b4039fa54705efb,
  "/admin-views/views/DatasetsView#DatasetsView": DatasetsView_26adcb1b3092873ced71ea8279f2ce01,
  "/admin-views/views/TemplatesView#TemplatesView": TemplatesView_1052486be6330552706d220dfca552f6,
  "/admin-views/views/TemplateRenderView#TemplateRenderView": TemplateRenderView_803ef234f4e49099a9a7396fb249f070,
  "/admin-views/views/PagesView#PagesView": PagesView_5907d06684a7941bc271c6da28902154,
  "/admin-views/views/PageTypesView#PageTypesView": PageTypesView_9eb310e5eda348404353d9de62719312,
  "/admin-views/views/CategoriesView#CategoriesView": CategoriesView_b37a2e1661515cfdbafc83402f1185d3,
  "/admin-views/views/SnippetsView#SnippetsView": SnippetsView_da5ef1fbbfc2af9b6ad338a96b788b8b,
  "/admin-views/views/AiLogsView#AiLogsView": AiLogsView_beb645afd0bfd868349a0566bbde540f,
  "/admin-views/views/RedirectsView#RedirectsView": RedirectsView_666133bd483caf3adcc729749dbb338a,
  "/admin-views/views/LayoutView#LayoutView": LayoutView_73c7031564def6d3ef3828269bc193c6,
  "/admin-views/views/SettingsView#SettingsView": SettingsView_e36e27b616403e8a47bbf2085c5e7ec7,
  "/admin-views/views/DashboardView#DashboardView": DashboardView_2503ab67fc6c984bad1e512661e852ac,
  "/admin-views/views/SignInView#SignInView": SignInView_ec5573a898b458ce685db8b23fe4b352,
  "/admin-views/views/SignOutView#SignOutView": SignOutView_9155859e4c649ce966f5591800f2d4c5,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
