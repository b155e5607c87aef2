import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('MyDataSection', { description: 'One file of the "My data" archive and how many records it holds' })
export class MyDataSectionType {
  @Field(() => String, { description: 'A stable key, for example "documents"' })
  key!: string;

  @Field(() => String, { description: 'What the page calls it, for example "Documents"' })
  label!: string;

  @Field(() => String, { description: 'The JSON file inside the archive, for example "documents.json"' })
  file!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType('MyDataSummary', { description: 'What "Download my data" will put in the archive, counted now' })
export class MyDataSummaryType {
  @Field(() => [MyDataSectionType])
  sections!: MyDataSectionType[];

  @Field(() => Int, { description: "How many of the documents' files the archive holds" })
  fileCount!: number;

  @Field(() => Float, { description: "The documents' files' stored sizes, in bytes" })
  fileBytes!: number;

  @Field(() => Int, { description: 'Records of every section plus the files' })
  totalItems!: number;

  @Field(() => Float, { description: "A rough size of the whole archive in bytes, for the download's progress" })
  estimatedBytes!: number;
}
