// Rodinia-style HotSpot: transient thermal simulation of a chip on a grid,
// with the temperature and power maps read from text files named on the
// command line (written here by gen_input first, as the suite ships them),
// 2-D __shared__ tiles with a halo, the "pyramid" of several time steps per
// launch, IN_RANGE/CLAMP_RANGE/MIN macros, double chip constants on the host
// folded into float kernel arguments, and the result written to an output
// file. Checks against a host simulation of the same steps.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>
#include <sys/time.h>

#ifdef RD_WG_SIZE_0_0
#define BLOCK_SIZE RD_WG_SIZE_0_0
#else
#define BLOCK_SIZE 16
#endif

#define STR_SIZE 256
#define MAX_PD (3.0e6)   // maximum power density possible (say 300W for a 10mm x 10mm chip)
#define PRECISION 0.001  // required precision in degrees
#define SPEC_HEAT_SI 1.75e6
#define K_SI 100
#define FACTOR_CHIP 0.5  // capacitance fitting factor

float t_chip = 0.0005;
float chip_height = 0.016;
float chip_width = 0.016;
float amb_temp = 80.0;

void fatal(const char *s) {
  fprintf(stderr, "error: %s\n", s);
  exit(1);
}

void writeoutput(float *vect, int grid_rows, int grid_cols, char *file) {
  int i, j, index = 0;
  FILE *fp;
  char str[STR_SIZE];
  if ((fp = fopen(file, "w")) == 0)
    printf("The file was not opened\n");
  for (i = 0; i < grid_rows; i++)
    for (j = 0; j < grid_cols; j++) {
      sprintf(str, "%d\t%g\n", index, vect[i * grid_cols + j]);
      fputs(str, fp);
      index++;
    }
  fclose(fp);
}

void readinput(float *vect, int grid_rows, int grid_cols, char *file) {
  int i, j;
  FILE *fp;
  char str[STR_SIZE];
  float val;
  if ((fp = fopen(file, "r")) == 0)
    fatal("The file was not opened");
  for (i = 0; i <= grid_rows - 1; i++)
    for (j = 0; j <= grid_cols - 1; j++) {
      if (fgets(str, STR_SIZE, fp) == NULL)
        fatal("not enough lines in file");
      if ((sscanf(str, "%f", &val) != 1))
        fatal("invalid file format");
      vect[i * grid_cols + j] = val;
    }
  fclose(fp);
}

// Reads back what writeoutput wrote ("index<TAB>value" lines).
void readoutput(float *vect, int n, char *file) {
  FILE *fp = fopen(file, "r");
  if (!fp)
    fatal("The output file was not opened");
  int idx;
  for (int i = 0; i < n; i++)
    if (fscanf(fp, "%d\t%g", &idx, &vect[i]) != 2 || idx != i)
      fatal("invalid output file");
  fclose(fp);
}

// Deterministic input files in the format of the suite's temp_*/power_*.
void gen_input(const char *tfile, const char *pfile, int n) {
  FILE *ft = fopen(tfile, "w"), *fp = fopen(pfile, "w");
  if (!ft || !fp)
    fatal("cannot write input files");
  unsigned s = 2024u;
  for (int i = 0; i < n * n; i++) {
    s = s * 1103515245u + 12345u;
    fprintf(ft, "%.3f\n", 323.0 + (s >> 16) % 2000 / 100.0);
    s = s * 1103515245u + 12345u;
    fprintf(fp, "%.6f\n", ((s >> 16) % 1000) / 1000000.0);
  }
  fclose(ft);
  fclose(fp);
}

#define IN_RANGE(x, min, max) ((x) >= (min) && (x) <= (max))
#define CLAMP_RANGE(x, min, max) x = (x < (min)) ? min : ((x > (max)) ? max : x)
#define MIN(a, b) ((a) <= (b) ? (a) : (b))

__global__ void calculate_temp(int iteration, float *power, float *temp_src, float *temp_dst,
                               int grid_cols, int grid_rows, int border_cols, int border_rows,
                               float Cap, float Rx, float Ry, float Rz, float step,
                               float time_elapsed) {
  __shared__ float temp_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float power_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float temp_t[BLOCK_SIZE][BLOCK_SIZE]; // saving temparary temperature result

  float amb_temp = 80.0f;
  float step_div_Cap;
  float Rx_1, Ry_1, Rz_1;

  int bx = blockIdx.x;
  int by = blockIdx.y;
  int tx = threadIdx.x;
  int ty = threadIdx.y;

  step_div_Cap = step / Cap;
  Rx_1 = 1 / Rx;
  Ry_1 = 1 / Ry;
  Rz_1 = 1 / Rz;

  // each block finally computes result for a small block after N iterations.
  int small_block_rows = BLOCK_SIZE - iteration * 2; // EXPAND_RATE
  int small_block_cols = BLOCK_SIZE - iteration * 2; // EXPAND_RATE

  int blkY = small_block_rows * by - border_rows;
  int blkX = small_block_cols * bx - border_cols;
  int blkYmax = blkY + BLOCK_SIZE - 1;
  int blkXmax = blkX + BLOCK_SIZE - 1;

  int yidx = blkY + ty;
  int xidx = blkX + tx;

  int loadYidx = yidx, loadXidx = xidx;
  int index = grid_cols * loadYidx + loadXidx;

  if (IN_RANGE(loadYidx, 0, grid_rows - 1) && IN_RANGE(loadXidx, 0, grid_cols - 1)) {
    temp_on_cuda[ty][tx] = temp_src[index];
    power_on_cuda[ty][tx] = power[index];
  }
  __syncthreads();

  int validYmin = (blkY < 0) ? -blkY : 0;
  int validYmax = (blkYmax > grid_rows - 1) ? BLOCK_SIZE - 1 - (blkYmax - grid_rows + 1) : BLOCK_SIZE - 1;
  int validXmin = (blkX < 0) ? -blkX : 0;
  int validXmax = (blkXmax > grid_cols - 1) ? BLOCK_SIZE - 1 - (blkXmax - grid_cols + 1) : BLOCK_SIZE - 1;

  int N = ty - 1;
  int S = ty + 1;
  int W = tx - 1;
  int E = tx + 1;

  N = (N < validYmin) ? validYmin : N;
  S = (S > validYmax) ? validYmax : S;
  W = (W < validXmin) ? validXmin : W;
  E = (E > validXmax) ? validXmax : E;

  bool computed;
  for (int i = 0; i < iteration; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK_SIZE - i - 2) && IN_RANGE(ty, i + 1, BLOCK_SIZE - i - 2) &&
        IN_RANGE(tx, validXmin, validXmax) && IN_RANGE(ty, validYmin, validYmax)) {
      computed = true;
      temp_t[ty][tx] = temp_on_cuda[ty][tx] +
                       step_div_Cap * (power_on_cuda[ty][tx] +
                                       (temp_on_cuda[S][tx] + temp_on_cuda[N][tx] -
                                        2.0f * temp_on_cuda[ty][tx]) * Ry_1 +
                                       (temp_on_cuda[ty][E] + temp_on_cuda[ty][W] -
                                        2.0f * temp_on_cuda[ty][tx]) * Rx_1 +
                                       (amb_temp - temp_on_cuda[ty][tx]) * Rz_1);
    }
    __syncthreads();
    if (i == iteration - 1)
      break;
    if (computed) // Assign the computation range
      temp_on_cuda[ty][tx] = temp_t[ty][tx];
    __syncthreads();
  }

  // update the global memory
  // after the last iteration, only threads coordinated within the
  // small block perform the calculation and switch on ``computed''
  if (computed) {
    temp_dst[index] = temp_t[ty][tx];
  }
}

// Compute N time steps; returns which buffer holds the result.
int compute_tran_temp(float *MatrixPower, float *MatrixTemp[2], int col, int row,
                      int total_iterations, int num_iterations, int blockCols, int blockRows,
                      int borderCols, int borderRows) {
  dim3 dimBlock(BLOCK_SIZE, BLOCK_SIZE);
  dim3 dimGrid(blockCols, blockRows);

  float grid_height = chip_height / row;
  float grid_width = chip_width / col;

  float Cap = FACTOR_CHIP * SPEC_HEAT_SI * t_chip * grid_width * grid_height;
  float Rx = grid_width / (2.0 * K_SI * t_chip * grid_height);
  float Ry = grid_height / (2.0 * K_SI * t_chip * grid_width);
  float Rz = t_chip / (K_SI * grid_height * grid_width);

  float max_slope = MAX_PD / (FACTOR_CHIP * t_chip * SPEC_HEAT_SI);
  float step = PRECISION / max_slope;
  float t;
  float time_elapsed;
  time_elapsed = 0.001;

  int src = 1, dst = 0;

  for (t = 0; t < total_iterations; t += num_iterations) {
    int temp = src;
    src = dst;
    dst = temp;
    calculate_temp<<<dimGrid, dimBlock>>>(MIN(num_iterations, total_iterations - t), MatrixPower,
                                          MatrixTemp[src], MatrixTemp[dst], col, row, borderCols,
                                          borderRows, Cap, Rx, Ry, Rz, step, time_elapsed);
  }
  return dst;
}

// Host reference: one explicit step at a time, same float formula.
void host_steps(float *temp, const float *power, int rows, int cols, int steps) {
  float grid_height = chip_height / rows;
  float grid_width = chip_width / cols;
  float Cap = FACTOR_CHIP * SPEC_HEAT_SI * t_chip * grid_width * grid_height;
  float Rx = grid_width / (2.0 * K_SI * t_chip * grid_height);
  float Ry = grid_height / (2.0 * K_SI * t_chip * grid_width);
  float Rz = t_chip / (K_SI * grid_height * grid_width);
  float max_slope = MAX_PD / (FACTOR_CHIP * t_chip * SPEC_HEAT_SI);
  float step = PRECISION / max_slope;
  float *next = (float *)malloc(sizeof(float) * rows * cols);
  for (int s = 0; s < steps; s++) {
    for (int r = 0; r < rows; r++)
      for (int c = 0; c < cols; c++) {
        int N = r > 0 ? r - 1 : r, S = r < rows - 1 ? r + 1 : r;
        int W = c > 0 ? c - 1 : c, E = c < cols - 1 ? c + 1 : c;
        float t = temp[r * cols + c];
        next[r * cols + c] =
            t + (step / Cap) * (power[r * cols + c] +
                                (temp[S * cols + c] + temp[N * cols + c] - 2.0 * t) * (1 / Ry) +
                                (temp[r * cols + E] + temp[r * cols + W] - 2.0 * t) * (1 / Rx) +
                                (amb_temp - t) * (1 / Rz));
      }
    memcpy(temp, next, sizeof(float) * rows * cols);
  }
  free(next);
}

void usage(int argc, char **argv) {
  fprintf(stderr,
          "Usage: %s <grid_rows/grid_cols> <pyramid_height> <sim_time> <temp_file> <power_file> "
          "<output_file>\n",
          argv[0]);
  exit(1);
}

int main(int argc, char **argv) {
  int size;
  int grid_rows, grid_cols;
  float *FilesavingTemp, *FilesavingPower, *MatrixOut;
  char *tfile, *pfile, *ofile;

  int total_iterations = 60;
  int pyramid_height = 1; // number of iterations

  if (argc != 7)
    usage(argc, argv);
  if ((grid_rows = atoi(argv[1])) <= 0 || (grid_cols = atoi(argv[1])) <= 0 ||
      (pyramid_height = atoi(argv[2])) <= 0 || (total_iterations = atoi(argv[3])) <= 0)
    usage(argc, argv);

  tfile = argv[4];
  pfile = argv[5];
  ofile = argv[6];
  gen_input(tfile, pfile, grid_rows);

  size = grid_rows * grid_cols;

#define EXPAND_RATE 2 // add one iteration will extend the pyramid base by 2 per each borderline
  int borderCols = (pyramid_height)*EXPAND_RATE / 2;
  int borderRows = (pyramid_height)*EXPAND_RATE / 2;
  int smallBlockCol = BLOCK_SIZE - (pyramid_height)*EXPAND_RATE;
  int smallBlockRow = BLOCK_SIZE - (pyramid_height)*EXPAND_RATE;
  int blockCols = size / grid_cols / smallBlockCol + ((size / grid_cols % smallBlockCol == 0) ? 0 : 1);
  int blockRows = size / grid_rows / smallBlockRow + ((size / grid_rows % smallBlockRow == 0) ? 0 : 1);

  FilesavingTemp = (float *)malloc(size * sizeof(float));
  FilesavingPower = (float *)malloc(size * sizeof(float));
  MatrixOut = (float *)calloc(size, sizeof(float));

  if (!FilesavingPower || !FilesavingTemp || !MatrixOut)
    fatal("unable to allocate memory");

  printf("pyramidHeight: %d\ngridSize: [%d, %d]\nborder:[%d, %d]\nblockGrid:[%d, %d]\ntargetBlock:[%d, %d]\n",
         pyramid_height, grid_cols, grid_rows, borderCols, borderRows, blockCols, blockRows,
         smallBlockCol, smallBlockRow);

  readinput(FilesavingTemp, grid_rows, grid_cols, tfile);
  readinput(FilesavingPower, grid_rows, grid_cols, pfile);

  float *MatrixTemp[2], *MatrixPower;
  cudaMalloc((void **)&MatrixTemp[0], sizeof(float) * size);
  cudaMalloc((void **)&MatrixTemp[1], sizeof(float) * size);
  cudaMemcpy(MatrixTemp[0], FilesavingTemp, sizeof(float) * size, cudaMemcpyHostToDevice);

  cudaMalloc((void **)&MatrixPower, sizeof(float) * size);
  cudaMemcpy(MatrixPower, FilesavingPower, sizeof(float) * size, cudaMemcpyHostToDevice);
  printf("Start computing the transient temperature\n");
  int ret = compute_tran_temp(MatrixPower, MatrixTemp, grid_cols, grid_rows, total_iterations,
                              pyramid_height, blockCols, blockRows, borderCols, borderRows);
  printf("Ending simulation\n");
  cudaMemcpy(MatrixOut, MatrixTemp[ret], sizeof(float) * size, cudaMemcpyDeviceToHost);

  writeoutput(MatrixOut, grid_rows, grid_cols, ofile);
  float *back = (float *)malloc(size * sizeof(float));
  readoutput(back, size, ofile);

  host_steps(FilesavingTemp, FilesavingPower, grid_rows, grid_cols, total_iterations);
  double maxdiff = 0, sum = 0;
  for (int i = 0; i < size; i++) {
    double d = fabs(FilesavingTemp[i] - MatrixOut[i]);
    if (d > maxdiff)
      maxdiff = d;
    sum += MatrixOut[i];
  }
  printf("temperature sum %.2f mean %.4f\n", sum, sum / size);
  printf("corner %.3f center %.3f (file %.3f)\n", MatrixOut[0], MatrixOut[size / 2 + grid_cols / 2],
         back[size / 2 + grid_cols / 2]);
  bool ok = maxdiff < 1e-2;
  printf("%s\n", ok ? "PASS" : "FAIL");

  cudaFree(MatrixPower);
  cudaFree(MatrixTemp[0]);
  cudaFree(MatrixTemp[1]);
  free(MatrixOut);
  free(back);
  return ok ? 0 : 1;
}
