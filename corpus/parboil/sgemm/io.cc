// Parboil-style matrix file I/O in a separate host file: "rows cols" then
// the values in column-major order.
#include <fstream>
#include <iostream>
#include <vector>

bool readColMajorMatrixFile(const char *fn, int &nr_row, int &nr_col, std::vector<float> &v) {
  std::cerr << "Opening file:" << fn << std::endl;
  std::fstream f(fn, std::fstream::in);
  if (!f.good())
    return false;
  // Read # of rows and cols
  f >> nr_row;
  f >> nr_col;
  float data;
  std::cerr << "Matrix dimension: " << nr_row << "x" << nr_col << std::endl;
  while (f.good()) {
    f >> data;
    if (!f.good())
      break;
    v.push_back(data);
  }
  f.close();
  return v.size() == (size_t)nr_row * nr_col;
}

bool writeColMajorMatrixFile(const char *fn, int nr_row, int nr_col, std::vector<float> &v) {
  std::cerr << "Opening file:" << fn << " for write." << std::endl;
  std::fstream f(fn, std::fstream::out);
  if (!f.good())
    return false;
  f << nr_row << " " << nr_col << " ";
  for (size_t i = 0; i < v.size(); ++i)
    f << v[i] << ' ';
  f << "\n";
  return true;
}
