/**
 * Migration 10: edge_secrets, server keys generated once and shared by every edge on the database (the visitors'
 * anti-forgery key when SESSION_SECRET is unset). The first edge to start inserts its candidate; the others, and
 * every restart, read that same row.
 */
import type { Migration } from './migration';

const sql = `
CREATE TABLE edge_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL
);
`;

export const MIGRATION_010_EDGE_SECRETS: Migration = { version: 10, name: 'edge secrets', sql };
