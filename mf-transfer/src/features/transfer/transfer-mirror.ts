// Until the API's transfer endpoints take the wallet's proof, transfers stay in this browser only.
export function installTransferMirror() {}
