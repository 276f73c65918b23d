/** Why a file operation failed, in words for a one-line start-up message. */
export const describeFileError = (error: unknown): string => {
  const { code, message } = error as NodeJS.ErrnoException
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied'
    case 'EROFS':
      return 'the file system is read-only'
    case 'ENOTDIR':
      return 'part of the path is a file, not a folder'
    case 'EEXIST':
      return 'it is a file, not a folder'
    case 'EISDIR':
      return 'it is a folder, not a file'
    case 'ENOSPC':
      return 'no space left on the device'
    default:
      return code ?? message
  }
}
