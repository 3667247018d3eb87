import { Model, type RelationMappings } from 'objection';
import type { UserType } from '@vitrine/contract/auth';

/**
 * Objection models of the core tables, with their relations, for queries that read a graph
 * (a shop with its admins and domains). Plain knex stays for set-based queries (counts,
 * upserts, bulk deletes). Models take the request's knex or transaction: `SiteModel.query(ctx.db)`;
 * none is bound globally, so a query can never escape the request's transaction.
 */
export class SiteModel extends Model {
  static override tableName = 'sites';

  declare id: number;
  declare subdomain: string;
  declare client_name: string;
  declare client_email: string;
  declare store_name: string;
  declare site_name: string;
  declare is_active: boolean;
  declare is_published: boolean;
  declare admins?: UserModel[];
  declare domains?: CustomDomainModel[];

  static override get relationMappings(): RelationMappings {
    return {
      admins: {
        relation: Model.HasManyRelation,
        modelClass: UserModel,
        join: { from: 'sites.id', to: 'users.site_id' },
      },
      domains: {
        relation: Model.HasManyRelation,
        modelClass: CustomDomainModel,
        join: { from: 'sites.id', to: 'custom_domains.site_id' },
      },
    };
  }
}

export class UserModel extends Model {
  static override tableName = 'users';

  declare id: number;
  declare site_id: number | null;
  declare username: string;
  declare password_hash: string;
  declare full_name: string | null;
  declare email: string | null;
  declare user_type: UserType;
  declare site?: SiteModel;

  static override get relationMappings(): RelationMappings {
    return {
      site: {
        relation: Model.BelongsToOneRelation,
        modelClass: SiteModel,
        join: { from: 'users.site_id', to: 'sites.id' },
      },
    };
  }
}

export class CustomDomainModel extends Model {
  static override tableName = 'custom_domains';

  declare id: number;
  declare site_id: number;
  declare domain: string;
}
