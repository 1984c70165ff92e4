// The run-time leaves `gpu_emit` writes to `GEN/leaves.txt`, one line a problem
// ("sgemm 4096 4096 4096: 4096 4096 ..."): read by the benchmark (bench.cu) and the CPU
// emulation's driver (emulate/driver.cpp), so both launch the kernels with the same values.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

// The leaves of `problem` as `gen`/leaves.txt has them; empty if the file or the line is missing.
static std::vector<unsigned> read_leaves(const std::string& gen, const std::string& problem) {
  std::vector<unsigned> v;
  FILE* f = fopen((gen + "/leaves.txt").c_str(), "r");
  if (!f) return v;
  char line[4096];
  while (fgets(line, sizeof line, f)) {
    std::string l(line);
    auto colon = l.find(':');
    if (colon == std::string::npos || l.substr(0, colon) != problem) continue;
    const char* p = line + colon + 1;
    char* end;
    for (unsigned long x = strtoul(p, &end, 10); end != p; x = strtoul(p, &end, 10)) { v.push_back(unsigned(x)); p = end; }
  }
  fclose(f);
  return v;
}
