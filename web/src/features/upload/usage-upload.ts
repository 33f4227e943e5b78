/** The upload feature's public entry: the bill and meter-file upload. */
export {
  type ReadBill,
  UPLOAD_LABEL,
  type UploadedUsage,
  UsageUpload,
} from './components/usage-upload';
