import { ArgsType, Field, ID, Int, ObjectType, type ClassType } from 'type-graphql';
import { PageArgs, PageInfo } from '../../shared/pagination';
import type { ListPage } from './changed-since';

/** The paging every synced list takes in GraphQL: the same as REST's first, after and updated_since. */
@ArgsType()
export class ListPageArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'Only what changed at or after this instant (ISO 8601 with its offset, such as 2026-11-01T00:00:00Z), oldest change first, with the records deleted since in `deleted`',
  })
  updatedSince?: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'A record of a synced list deleted since the time asked' })
export class DeletedRecord {
  @Field(() => ID)
  id!: string;

  @Field(() => Date)
  deletedAt!: Date;
}

/**
 * `<Name>Page` (or the name given, for the lists that were connections before they could be synced):
 * a page of a synced list, its records and (for changes) its deletions.
 */
export function ListPageType<T extends object>(name: string, node: ClassType<T>, typeName = `${name}Page`) {
  @ObjectType(typeName, {
    simpleResolvers: true,
    description: `A page of the ${name} list, or of its changes since a time with the records deleted since`,
  })
  class ListPageClass implements Omit<ListPage<T>, 'changes'> {
    @Field(() => [node])
    nodes!: T[];

    @Field(() => [DeletedRecord], { description: 'With updatedSince: the records deleted at or after it, in this page' })
    deleted!: DeletedRecord[];

    @Field(() => Int, {
      description:
        'How many match across all pages (with updatedSince: the changed and deleted records, as counted for the first page, which the pages after it repeat)',
    })
    totalCount!: number;

    @Field(() => PageInfo)
    pageInfo!: PageInfo;
  }
  return ListPageClass;
}
