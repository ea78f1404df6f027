// The request and response schemas of the cite service's routes land here, one file per call.
export {}
