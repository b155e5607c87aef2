import 'reflect-metadata';
import { z } from 'zod';
import { User } from '../accounts/user.entity';
import { columnLength, TEXT_COLUMN_MAX_CHARACTERS } from './column-bounds';
import { describeRecord, privacy, textField } from './record-description';
import { restShapeOf } from './rest-shape';

/*
 * What the OpenAPI document promises of a record's texts (OWASP API4: a length for every string):
 * a text shown from a column is as long as the column at most, a computed one as its description's
 * maxLength says, and the answers are parsed against exactly that.
 */

const example = describeRecord({
  name: 'BoundsExample',
  description: 'A record made for this test',
  entity: User,
  deletedWithTheRowOnErasure: false,
  fields: {
    firstName: textField('From a varchar(100) column', { privacy: privacy.exported }),
    address: textField('From a text column', { nullable: true, privacy: privacy.exported }),
    name: textField('First and last name', { computedBy: 'this test', maxLength: 201 }),
  },
});
const shape = restShapeOf(example).shape;

describe('restShapeOf', () => {
  it('bounds a text shown from a column by the column’s length', () => {
    expect(shape.firstName.safeParse('x'.repeat(100)).success).toBe(true);
    expect(shape.firstName.safeParse('x'.repeat(101)).success).toBe(false);
    expect(shape.address.safeParse(null).success).toBe(true);
    expect(shape.address.safeParse('x'.repeat(TEXT_COLUMN_MAX_CHARACTERS + 1)).success).toBe(false);
  });

  it('bounds a computed text by its maxLength', () => {
    expect(shape.name.safeParse('x'.repeat(201)).success).toBe(true);
    expect(shape.name.safeParse('x'.repeat(202)).success).toBe(false);
    expect(z.toJSONSchema(shape.name)).toMatchObject({ type: 'string', maxLength: 201, description: 'First and last name' });
  });
});

describe('columnLength', () => {
  it('is a text column’s length', () => {
    expect(columnLength(User, 'email')).toBe(255);
    expect(columnLength(User, 'address')).toBe(TEXT_COLUMN_MAX_CHARACTERS);
  });

  it('refuses a column that holds no text', () => {
    expect(() => columnLength(User, 'createdAt')).toThrow('User.createdAt is not a text column');
  });
});
