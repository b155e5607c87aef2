import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('Post', { description: 'A published article of the firm' })
export class PostType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'Unique; names the post in GET /api/posts/{slug}' })
  slug!: string;

  @Field(() => String, { nullable: true })
  excerpt!: string | null;

  @Field(() => String)
  content!: string;

  @Field(() => String, { nullable: true })
  category!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}
