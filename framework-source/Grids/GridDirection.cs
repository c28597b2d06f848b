namespace DiceRolling.Grids;

/// <summary>
/// Sentido de uma grade, guardado em <see cref="GridType.Direction"/>.
/// </summary>
/// <remarks>
/// As duas equipes ficam frente a frente no campo de batalha, então a grade de um lado é o espelho da do outro:
/// a "frente" de cada grade é a coluna vizinha ao lado oposto. O código atual não usa este valor para ler as
/// células; quem espelha a leitura é o parâmetro <c>flipped</c> de <see cref="GridType.GetCellValueAt"/>.
/// </remarks>
public enum GridDirection
{
    /// <summary>Da esquerda para a direita (valor inicial de <see cref="GridType.Direction"/>).</summary>
    LeftToRight,

    /// <summary>Da direita para a esquerda.</summary>
    RightToLeft
}
