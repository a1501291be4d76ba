#ifndef SEGUE_BENCH_CLIBYAML_SHIM_H
#define SEGUE_BENCH_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
