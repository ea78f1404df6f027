// The request and response schemas of the drive service's routes land here, one file per call.
export {}
