// ok: exercises cudaFancy and old; "alphabet" and "alpha_2" do not count as
// naming the third row
