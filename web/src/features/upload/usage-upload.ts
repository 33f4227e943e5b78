/** The upload feature's public entry: the bill and meter-file upload. */
export {
  UPLOAD_LABEL,
  type UploadedUsage,
  UsageUpload,
} from './components/usage-upload';
