import type { JSX } from 'react';
import { useUsageUpload } from '../hooks/use-usage-upload';
import { formatMegabytes, MAX_UPLOAD_BYTES } from '../lib/file-checks';
import type { ReadBill, UploadedUsage } from '../lib/uploaded-usage';
import { BillConfirmForm } from './bill-confirm-form';
import { FileDrop } from './file-drop';
import { MeterChoice } from './meter-choice';
import '../upload.css';

export type { ReadBill, UploadedUsage } from '../lib/uploaded-usage';

/** The file input's label; the compare page's tests find the upload by it. */
export const UPLOAD_LABEL = 'Upload your bill or meter data';

const HINT =
  'Choose a file or drag it here: your bill as a PDF, JPG or PNG, or your ' +
  'meter data as a NEM12 .csv from your distributor or retailer. Up to ' +
  `${formatMegabytes(MAX_UPLOAD_BYTES)}. Your file is read on this device ` +
  'and never uploaded.';

/**
 * The "Upload bill" usage tab of /compare: reads a bill
 * PDF or NEM12 meter data in the browser and hands the usage to the page;
 * a bill that prints its kWh goes to `onBillRead`, for the bill step.
 */
export function UsageUpload(props: {
  onUsage: (usage: UploadedUsage) => void;
  onBillRead?: (bill: ReadBill) => void;
}): JSX.Element {
  const upload = useUsageUpload(props.onUsage, props.onBillRead);
  const { step } = upload;
  return (
    <div className="usage-upload">
      <FileDrop
        label={UPLOAD_LABEL}
        hint={HINT}
        error={upload.error}
        onFile={upload.readFile}
      />
      {step.step === 'meters' && (
        <MeterChoice
          key={step.run}
          meters={step.meters}
          error={upload.meterError}
          onChoose={upload.chooseMeter}
        />
      )}
      {step.step === 'bill' && (
        <BillConfirmForm
          key={step.run}
          facts={step.facts}
          note={step.note}
          errors={upload.billErrors}
          onConfirm={upload.confirmBill}
        />
      )}
      <p className="upload-status" role="status">
        {step.step === 'reading' && `Reading ${step.fileName}…`}
        {step.step !== 'reading' && upload.result && (
          <>
            <strong>Using:</strong> {upload.result.summary}
          </>
        )}
      </p>
    </div>
  );
}
