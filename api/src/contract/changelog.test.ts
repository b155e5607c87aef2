import { namesChange, parseChangelog } from './changelog';

const changelog = `# API changelog

Some words, and an example heading in a fence:

\`\`\`
## not a version
\`\`\`

## 2.0.0 (2026-12-24)

- Tasks have a due date.

### Breaking

- \`GET /api/tasks\` is gone: use \`GET /api/jobs\`.
- \`TaskInput.dueOn\` is required.

### Added

- \`Query.jobs\`.

## 1.1.0 (2026-12-01)

- \`Query.holidays\`.

## 1.0.0 (2026-11-29)

The first.
`;

describe('parseChangelog', () => {
  it('reads each version’s section, newest first, and its Breaking list up to the next heading', () => {
    const { sections, problems } = parseChangelog(changelog);
    expect(problems).toEqual([]);
    expect(sections.map(({ version, date }) => [version, date])).toEqual([
      ['2.0.0', '2026-12-24'],
      ['1.1.0', '2026-12-01'],
      ['1.0.0', '2026-11-29'],
    ]);
    expect(sections[0].breaking).toBe('- `GET /api/tasks` is gone: use `GET /api/jobs`.\n- `TaskInput.dueOn` is required.');
    expect(sections[1].breaking).toBeNull();
    expect(sections[2].text).toBe('The first.');
  });

  it('says so when a heading is not a version, or the versions are out of order', () => {
    const { problems } = parseChangelog('## Unreleased\n\n## 1.0.0 (2026-11-29)\n\n## 1.1.0 (2026-12-01)\n\n## 1.1.0 (2026-12-02)\n');
    expect(problems).toEqual([
      expect.stringContaining('"## Unreleased" is not a version heading'),
      expect.stringContaining('1.0.0 is listed above 1.1.0'),
      expect.stringContaining('1.1.0 is listed above 1.1.0'),
    ]);
  });
});

describe('namesChange', () => {
  const list =
    '- `GET /api/tasks` is gone.\n- `TaskInput.dueOn` is required.\n- `Query.tasks` takes an owner.\n- webhook task.created sends less.';

  it.each([
    ['GET /api/tasks', true],
    ['GET /api/tasks/{id}', false],
    ['POST /api/tasks', false],
    ['TaskInput.dueOn', true],
    ['TaskInput', false],
    ['Query.tasks.owner', true],
    ['Query.task', false],
    ['webhook task.created', true],
    ['webhook task.updated', false],
  ])('%s named: %s', (name, expected) => {
    expect(namesChange(list, name)).toBe(expected);
  });

  it('does not take a longer path for the one named', () => {
    expect(namesChange('- `GET /api/tasks/{id}` is gone.', 'GET /api/tasks')).toBe(false);
    expect(namesChange('- `Query.tasksDue` is gone.', 'Query.tasks')).toBe(false);
  });
});
