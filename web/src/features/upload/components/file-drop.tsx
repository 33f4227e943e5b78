import { type DragEvent, useId, useState } from 'react';
import { ACCEPTED_EXTENSIONS } from '../lib/file-checks';
import '../upload.css';

interface FileDropProps {
  /** The visible label, which also names the file input. */
  readonly label: string;
  readonly hint: string;
  readonly error: string | undefined;
  readonly onFile: (file: File) => void;
}

const ACCEPT = [
  ...ACCEPTED_EXTENSIONS,
  'application/pdf',
  'image/jpeg',
  'image/png',
  'text/csv',
].join(',');

/**
 * A native file input (keyboard and screen-reader friendly as it is) inside
 * a zone that also takes a dropped file. The input is cleared after each
 * choice, so the same file can be chosen again after fixing an error.
 */
export function FileDrop({ label, hint, error, onFile }: FileDropProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const over = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const leave = (event: DragEvent<HTMLFieldSetElement>) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node && event.currentTarget.contains(to))) {
      setDragging(false);
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    // A drop target for mouse users; the input inside serves the keyboard.
    // Unnamed, so the label names the input alone.
    <fieldset
      className={`upload-drop${dragging ? ' upload-drop-active' : ''}`}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={leave}
      onDrop={drop}
    >
      <label htmlFor={id} className="upload-label">
        {label}
      </label>
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input
        id={id}
        type="file"
        className="upload-input"
        accept={ACCEPT}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
