import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/kit/app';
import { componentsReport, optionalComponents, withoutCredentials } from './components';

const none = () => null;

describe('Start-up report of optional components', () => {
  it('When nothing optional is there, then each line says absent and what it means for learners', () => {
    const list = optionalComponents(testConfig({ GRAMMALECTE_DISABLED: 'false' }), none, none);
    expect(list.every((c) => !c.present)).toBe(true);
    const report = componentsReport(list);
    expect(report).toContain('✗ Grammalecte (correcteur grammatical) — absent');
    expect(report).toContain('la grammaire et l’orthographe des productions écrites ne sont pas évaluées');
    expect(report).toContain('grammalecte-cli');
    expect(report).toContain('sans transcription');
    expect(report).toMatch(/ffmpeg .*absent.*paquet Debian ffmpeg/);
  });

  it('When components are found or configured, then they show as present, without any password', () => {
    const config = testConfig({
      GRAMMALECTE_DISABLED: 'false',
      SMTP_URL: 'smtps://postmaster:secret-du-courrier@smtp.exemple.fr:465',
      STT_BASE_URL: 'https://stt.exemple.fr/v1',
      STT_API_KEY: 'cle-stt',
    });
    const which = (b: string) => (b === 'grammalecte-server' ? '/usr/bin/grammalecte-server' : null);
    const list = optionalComponents(config, which, () => process.execPath);
    const byName = Object.fromEntries(list.map((c) => [c.name.split(' ')[0], c]));
    expect(byName.Grammalecte).toMatchObject({
      present: true,
      detail: 'grammalecte-server : /usr/bin/grammalecte-server',
    });
    expect(byName.ffmpeg).toMatchObject({ present: true, detail: process.execPath });
    const report = componentsReport(list);
    expect(report).toContain('smtps://smtp.exemple.fr:465');
    expect(report).not.toContain('secret-du-courrier');
    expect(report).not.toContain('cle-stt');
  });

  it('When an address is malformed, then it is not echoed', () => {
    expect(withoutCredentials('pas une adresse')).toBe('(adresse illisible)');
  });
});
