// darkroom-fidelity-bench: renders the fidelity cases at their references' canvases, scales and
// traits (see `darkroom-fidelity-bench --help` and scripts/fidelity.sh).
import Foundation

exit(FidelityBench.main(Array(CommandLine.arguments.dropFirst())))
