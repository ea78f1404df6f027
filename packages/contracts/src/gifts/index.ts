// The request and response schemas of the gifts service's routes land here, one file per call.
export {}
