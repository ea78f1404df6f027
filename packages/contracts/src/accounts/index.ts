// The request and response schemas of the accounts service's routes land here, one file per call.
export {}
