namespace DiceRolling.Grids;

/// <summary>
/// Sentido de leitura de uma grade, usado em <see cref="GridType.Direction"/>.
/// </summary>
/// <remarks>
/// As duas equipes ficam frente a frente no campo de batalha, então a grade de um lado é o espelho da do outro:
/// a "frente" de cada grade é a coluna vizinha ao lado oposto.
/// </remarks>
public enum GridDirection
{
    /// <summary>As colunas são contadas da esquerda para a direita.</summary>
    LeftToRight,

    /// <summary>As colunas são contadas da direita para a esquerda (grade espelhada).</summary>
    RightToLeft
}
