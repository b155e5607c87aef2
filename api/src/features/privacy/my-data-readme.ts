import { DOCUMENTS_FOLDER } from '../documents';
import type { DataSection } from '../../shared/personal-data';

/** README.txt of the archive: what it is and what each file holds. */
export function readmeText(sections: DataSection[], now: Date): string {
  const width = Math.max(...sections.map((section) => section.file.length), DOCUMENTS_FOLDER.length + 1);
  const line = (name: string, text: string) => `  ${name.padEnd(width)}  ${text}`;
  return [
    'Khanya Tax & Advisory: your data',
    '================================',
    '',
    `Made on ${now.toISOString()} (UTC) at your request, under the Protection of Personal`,
    'Information Act (POPIA): everything the client portal holds about you, as it stood then.',
    'Dates and times are in UTC (ISO 8601); amounts are in rand (ZAR).',
    '',
    'Files',
    '',
    ...sections.map((section) => line(section.file, section.explains)),
    line(`${DOCUMENTS_FOLDER}/`, 'The files of your documents, each named after its original name with the start of'),
    line('', "its id. A file the firm's storage could not read is replaced by a .missing.txt note."),
    '',
    'Questions, or something that is not right? Write to the firm from the portal (Messages)',
    'or ask for a correction: you may have your personal information corrected or deleted.',
    '',
  ].join('\n');
}
