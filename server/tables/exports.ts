/** Storage of the export files (migration 132): the file's row; its text is in `export_file_parts`. */
import { exports, type ExportFile } from '../../resources/exports';
import { sql } from '../db/sql';
import { json } from './common';
import { deriveTable } from './derive';

export const exportsTable = deriveTable<ExportFile>(exports, {
  computed: { request: { sql: sql`export_files.request`, read: (value) => json(value, null) } },
});
