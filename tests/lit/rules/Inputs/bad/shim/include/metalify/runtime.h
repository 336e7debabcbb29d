int unrelated;
