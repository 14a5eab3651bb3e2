// The OpenAPI document's custom fields part without the emulators: the client and deal schemas
// carry `customFields`, every kind a field may have is described, and the fields endpoint is there.
import { describe, expect, it } from 'vitest';
import { CUSTOM_FIELD_KINDS } from '../../../src/domain/custom-fields';
import { openApiDocument } from './openapi';

type Schema = { properties?: Record<string, { $ref?: string }>; anyOf?: { title: string; type: string; format?: string }[]; required?: string[] };

describe('the OpenAPI document', () => {
  const doc = openApiDocument('http://localhost/api');
  const schemas = doc.components.schemas as Record<string, Schema>;

  it('describes customFields on clients and deals, by kind', () => {
    expect(schemas.ClientInput?.properties?.customFields?.$ref).toBe('#/components/schemas/CustomFields');
    expect(schemas.DealInput?.properties?.customFields?.$ref).toBe('#/components/schemas/CustomFields');
    expect(schemas.EmployeeInput?.properties?.customFields).toBeUndefined();
    const kinds = schemas.CustomFieldValue?.anyOf ?? [];
    expect(kinds.map((k) => k.title)).toEqual([...CUSTOM_FIELD_KINDS, 'clear']);
    const byKind = Object.fromEntries(kinds.map((k) => [k.title, k]));
    expect(byKind.date).toMatchObject({ type: 'string', format: 'date' });
    expect(byKind.yesNo).toMatchObject({ type: 'boolean' });
    expect(byKind.number).toMatchObject({ type: 'number' });
    expect(byKind.choices).toMatchObject({ type: 'array' });
    expect(byKind.email).toMatchObject({ type: 'string', format: 'email' });
    expect(byKind.link).toMatchObject({ type: 'string', format: 'uri' });
  });

  it('lists the read-only fields endpoint and its definition schema', () => {
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/v1/fields/{kind}'] ?? {})).toEqual(['parameters', 'get']);
    expect(schemas.FieldDefinition?.required).toEqual(['id', 'label', 'kind', 'required', 'choices', 'archived', 'order']);
  });

  it('keeps every path it had before the split', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        ...['clients', 'employees', 'tasks', 'salaries', 'revenues', 'expenses', 'deals', 'pipelines'].flatMap((k) => [`/v1/${k}`, `/v1/${k}/{id}`]),
        '/v1/activities',
        '/v1/fields/{kind}',
        '/v1/me',
      ].sort(),
    );
  });
});
