#ifndef SEGUE_CFUZZER_H
#define SEGUE_CFUZZER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (in the toolchain's libclang_rt.fuzzer), run from our own entry point.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
