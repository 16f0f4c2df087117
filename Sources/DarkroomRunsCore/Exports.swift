// A run's summaries and manifests are JSON values; whoever reads runs reads them through this
// module, so the one JSON model comes with it.
@_exported import DarkroomJSON
// A state's lint findings are the shared lint model.
@_exported import DarkroomLint
// A state's accessibility audit findings are the shared audit model.
@_exported import DarkroomAudit
