import type { AdminResource } from '@prepa/shared';
import { useState, type FormEvent } from 'react';
import type { Recording } from '../../../components/use-recorder';
import { VoiceRecorder } from '../../../components/VoiceRecorder';
import { useToast } from '../../../components/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { adminContent as m, adminShell } from '../../../lib/messages';
import { Field } from '../ui/Field';
import { toDataUrl, useContentWrite } from '../../../api/admin-content';

function ResourceItem({ r }: { r: AdminResource }) {
  const [title, setTitle] = useState(r.title);
  const [transcript, setTranscript] = useState(r.transcript ?? '');
  const write = useContentWrite();
  const toast = useToast();
  const run = async (w: Parameters<typeof write.mutateAsync>[0]) => {
    try {
      toast.success((await write.mutateAsync(w)).detail);
    } catch (err) {
      toast.error(errorMessage(err, adminShell.saveError));
    }
  };
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="resource">
      {r.kind === 'image' ? (
        <img src={r.url} alt={r.title} className="max-h-48 rounded border border-slate-200" />
      ) : (
        <>
          <audio controls preload="none" className="w-full" aria-label={r.title || m.resources}>
            <source src={r.url} type="audio/ogg; codecs=opus" />
            {r.fallback_url && <source src={r.fallback_url} type="audio/mp4" />}
          </audio>
          {r.fallback_url && <p className="text-sm text-slate-600">{m.sources(2)}</p>}
        </>
      )}
      <form
        className="space-y-2"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void run({
            name: 'adminContent.updateResource',
            params: { id: r.id },
            body: { title, ...(r.kind === 'audio' ? { transcript: transcript || null } : {}) },
          });
        }}
      >
        <Field label={m.resourceTitle}>
          {(p) => (
            <input {...p} className="field-input" value={title} onChange={(e) => setTitle(e.target.value)} />
          )}
        </Field>
        {r.kind === 'audio' && (
          <Field label={m.transcript}>
            {(p) => (
              <textarea
                {...p}
                className="field-input"
                rows={3}
                value={transcript}
                onChange={(e) => setTranscript(e.target.value)}
              />
            )}
          </Field>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-secondary" disabled={write.isPending}>
            {m.save}
          </button>
          <button
            type="button"
            className="btn btn-secondary text-red-800"
            onClick={() => void run({ name: 'adminContent.deleteResource', params: { id: r.id } })}
          >
            {m.removeResource}
          </button>
        </div>
      </form>
    </li>
  );
}

/** A question's documents, and the ways to add one: a file, or a recording made here. */
export function ResourceList({
  questionSlug,
  resources,
}: {
  questionSlug: string;
  resources: AdminResource[];
}) {
  const write = useContentWrite();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [title, setTitle] = useState('');
  const [transcript, setTranscript] = useState('');
  const [error, setError] = useState('');
  const upload = async (blob: Blob, kind: 'image' | 'audio') => {
    setError('');
    try {
      const res = await write.mutateAsync({
        name: 'adminContent.uploadResource',
        params: { slug: questionSlug },
        body: {
          kind,
          data: await toDataUrl(blob),
          title,
          ...(kind === 'audio' && transcript ? { transcript } : {}),
        },
      });
      toast.success(res.detail);
      setFile(null);
      setRecording(null);
      setTitle('');
      setTranscript('');
    } catch (err) {
      setError(
        (err instanceof ApiError && (err.field('data') ?? err.field('transcript'))) ||
          errorMessage(err, adminShell.saveError),
      );
    }
  };
  return (
    <section className="space-y-3" aria-label={m.resources}>
      <h4 className="font-semibold text-slate-900">{m.resources}</h4>
      {resources.length > 0 && (
        <ul className="space-y-2">
          {resources.map((r) => (
            <ResourceItem key={r.id} r={r} />
          ))}
        </ul>
      )}
      <div className="space-y-3 rounded-lg border border-dashed border-slate-300 p-3">
        <Field label={m.resourceTitle}>
          {(p) => (
            <input {...p} className="field-input" value={title} onChange={(e) => setTitle(e.target.value)} />
          )}
        </Field>
        <Field label={m.transcript}>
          {(p) => (
            <textarea
              {...p}
              className="field-input"
              rows={2}
              value={transcript}
              onChange={(e) => setTranscript(e.target.value)}
            />
          )}
        </Field>
        <Field label={m.uploadFile}>
          {(p) => (
            <input
              {...p}
              type="file"
              accept="image/*,audio/*,.m4a,.opus"
              className="block max-w-full text-sm"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!file || write.isPending}
          onClick={() => file && void upload(file, file.type.startsWith('image/') ? 'image' : 'audio')}
        >
          {write.isPending ? m.uploading : m.upload}
        </button>
        <p className="font-semibold text-slate-900">{m.record}</p>
        <VoiceRecorder
          maxSeconds={600}
          onRecorded={setRecording}
          onReset={() => setRecording(null)}
          onError={setError}
          resetKey={questionSlug}
        />
        {recording && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={write.isPending}
            onClick={() => void upload(recording.blob, 'audio')}
          >
            {write.isPending ? m.uploading : m.useRecording}
          </button>
        )}
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
